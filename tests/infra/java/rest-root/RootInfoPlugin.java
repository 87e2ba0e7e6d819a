// A small Elasticsearch module answering `GET /` and `HEAD /` (the "rest-root"
// module of the official tarball is not published on Maven Central, and clients
// call these endpoints for info() and ping()).
package winzmail.infra.es;

import java.util.Collection;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.elasticsearch.Build;
import org.elasticsearch.action.admin.cluster.state.ClusterStateRequest;
import org.elasticsearch.action.admin.cluster.state.ClusterStateResponse;
import org.elasticsearch.client.internal.node.NodeClient;
import org.elasticsearch.cluster.metadata.IndexNameExpressionResolver;
import org.elasticsearch.cluster.node.DiscoveryNodes;
import org.elasticsearch.common.bytes.BytesArray;
import org.elasticsearch.common.io.stream.NamedWriteableRegistry;
import org.elasticsearch.common.settings.ClusterSettings;
import org.elasticsearch.common.settings.IndexScopedSettings;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.common.settings.SettingsFilter;
import org.elasticsearch.core.TimeValue;
import org.elasticsearch.features.NodeFeature;
import org.elasticsearch.node.Node;
import org.elasticsearch.plugins.ActionPlugin;
import org.elasticsearch.plugins.Plugin;
import org.elasticsearch.rest.BaseRestHandler;
import org.elasticsearch.rest.RestController;
import org.elasticsearch.rest.RestHandler;
import org.elasticsearch.rest.RestRequest;
import org.elasticsearch.rest.RestResponse;
import org.elasticsearch.rest.RestStatus;
import org.elasticsearch.rest.action.RestBuilderListener;
import org.elasticsearch.xcontent.XContentBuilder;

public class RootInfoPlugin extends Plugin implements ActionPlugin {
    @Override
    public Collection<RestHandler> getRestHandlers(
        Settings settings,
        NamedWriteableRegistry namedWriteableRegistry,
        RestController restController,
        ClusterSettings clusterSettings,
        IndexScopedSettings indexScopedSettings,
        SettingsFilter settingsFilter,
        IndexNameExpressionResolver indexNameExpressionResolver,
        Supplier<DiscoveryNodes> nodesInCluster,
        Predicate<NodeFeature> clusterSupportsFeature
    ) {
        return List.of(new RootInfoHandler(Node.NODE_NAME_SETTING.get(settings)));
    }

    static final class RootInfoHandler extends BaseRestHandler {
        private final String nodeName;

        RootInfoHandler(String nodeName) {
            this.nodeName = nodeName;
        }

        @Override
        public String getName() {
            return "winzmail_root_info";
        }

        @Override
        public List<Route> routes() {
            return List.of(new Route(RestRequest.Method.GET, "/"), new Route(RestRequest.Method.HEAD, "/"));
        }

        @Override
        protected RestChannelConsumer prepareRequest(RestRequest request, NodeClient client) {
            if (request.method() == RestRequest.Method.HEAD) {
                return channel -> channel.sendResponse(new RestResponse(RestStatus.OK, "application/json", BytesArray.EMPTY));
            }
            ClusterStateRequest stateRequest = new ClusterStateRequest(TimeValue.timeValueSeconds(30)).clear().metadata(true);
            return channel -> client.admin().cluster().state(stateRequest, new RestBuilderListener<ClusterStateResponse>(channel) {
                @Override
                public RestResponse buildResponse(ClusterStateResponse response, XContentBuilder builder) throws Exception {
                    Build build = Build.current();
                    builder.startObject();
                    builder.field("name", nodeName);
                    builder.field("cluster_name", response.getClusterName().value());
                    builder.field("cluster_uuid", response.getState().metadata().clusterUUID());
                    builder.startObject("version");
                    builder.field("number", build.qualifiedVersion());
                    builder.field("build_flavor", build.flavor());
                    builder.field("build_type", build.type().displayName());
                    builder.field("build_hash", build.hash());
                    builder.field("build_date", build.date());
                    builder.field("build_snapshot", build.isSnapshot());
                    builder.field("lucene_version", org.apache.lucene.util.Version.LATEST.toString());
                    builder.field("minimum_wire_compatibility_version", build.minWireCompatVersion());
                    builder.field("minimum_index_compatibility_version", build.minIndexCompatVersion());
                    builder.endObject();
                    builder.field("tagline", "You Know, for Search");
                    builder.endObject();
                    return new RestResponse(RestStatus.OK, builder);
                }
            });
        }
    }
}
