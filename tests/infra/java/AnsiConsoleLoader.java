// Stand-in for the tarball's lib/tools/ansi-console jar. Elasticsearch loads this
// class by name at boot; the real one also returns null when there is no terminal.
package org.elasticsearch.io.ansi;

import java.util.function.Supplier;
import org.elasticsearch.bootstrap.ConsoleLoader;

public class AnsiConsoleLoader implements Supplier<ConsoleLoader.Console> {
    public AnsiConsoleLoader() {}

    @Override
    public ConsoleLoader.Console get() {
        return null;
    }
}
