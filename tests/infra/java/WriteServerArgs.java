// Writes the serialized org.elasticsearch.bootstrap.ServerArgs that Elasticsearch's
// server process expects on stdin (normally sent by the elasticsearch CLI launcher,
// which is not published on Maven Central).
// Like the CLI, it merges CONFIG_DIR/elasticsearch.yml with the key=value arguments.
//   java -cp 'lib/*:.' WriteServerArgs OUT_FILE CONFIG_DIR LOGS_DIR [key=value ...]
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.elasticsearch.bootstrap.ServerArgs;
import org.elasticsearch.common.io.stream.OutputStreamStreamOutput;
import org.elasticsearch.common.settings.KeyStoreWrapper;
import org.elasticsearch.common.settings.Settings;

public class WriteServerArgs {
    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        Path configDir = Path.of(args[1]);
        Path logsDir = Path.of(args[2]);
        Settings.Builder settings = Settings.builder();
        Path yml = configDir.resolve("elasticsearch.yml");
        if (Files.exists(yml)) {
            settings.loadFromPath(yml);
        }
        for (int i = 3; i < args.length; i++) {
            int eq = args[i].indexOf('=');
            settings.put(args[i].substring(0, eq), args[i].substring(eq + 1));
        }
        KeyStoreWrapper keystore = KeyStoreWrapper.create();
        ServerArgs serverArgs = new ServerArgs(false, false, null, keystore, settings.build(), configDir, logsDir);
        try (OutputStream os = new FileOutputStream(out.toFile()); var so = new OutputStreamStreamOutput(os)) {
            serverArgs.writeTo(so);
        }
    }
}
