# The fuzzer's one custom check (main.ts names this file in SCHEMATHESIS_HOOKS). A 503 passes
# not_a_server_error (schemathesis.toml) only because an operation may answer it when a provider
# is not configured on this server (payments, mail, a mail provider's OAuth); here it must also be
# documented on that operation.
import schemathesis


@schemathesis.check
def documented_503(ctx, response, case):
    if response.status_code == 503:
        documented = case.operation.definition.raw.get("responses", {})
        assert "503" in documented, (
            f"{case.operation.label} answered 503, which its OpenAPI responses do not list"
        )
