// Minimal stand-in for Elasticsearch's entitlement agent jar (lib/entitlement-agent/,
// shipped only in the official tarball): the server self-attaches this agent and
// it hands the Instrumentation to the entitlement library's initialize method.
package winzmail.infra;

import java.lang.instrument.Instrumentation;

public class EntitlementAgent {
    public static void agentmain(String agentArgs, Instrumentation inst) throws Exception {
        String initClass = agentArgs == null || agentArgs.isEmpty()
            ? "org.elasticsearch.entitlement.initialization.EntitlementInitialization"
            : agentArgs;
        Class.forName(initClass).getMethod("initialize", Instrumentation.class).invoke(null, inst);
    }
}
