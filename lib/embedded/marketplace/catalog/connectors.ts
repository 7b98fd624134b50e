import 'server-only';
import { readmeFile, type CatalogItem } from './types';

const toolsFile = (id: string, tools: string[]) => ({ [`marketplace/${id}/tools.md`]: `# Tools\n\n${tools.map((t) => `- \`${t}\``).join('\n')}\n` });

export const CONNECTOR_ITEMS: CatalogItem[] = [
  {
    id: 'issue-tracker',
    name: 'Issue tracker (MCP)',
    kind: 'connector',
    summary: 'Read and file issues through an MCP server.',
    description: 'Connects agents to your issue tracker’s MCP server: search issues, read threads, file and label issues.',
    publisher: 'Platform',
    marketplace_id: 'platform',
    tags: ['issues', 'mcp'],
    featured: true,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-01-08T09:00:00.000Z',
        notes: 'First release.',
        fragment: 'connectors:\n  - slug: issue-tracker\n    provider: mcp\n    name: Issue tracker\n    url: https://mcp.issues.example.com/sse\n    transport: sse\n    auth:\n      type: bearer\n',
        files: { ...toolsFile('issue-tracker', ['search_issues', 'get_issue', 'create_issue']), ...readmeFile('issue-tracker', 'Issue tracker (MCP)', 'Read and file issues through an MCP server.', 'Add the connection’s token on the Connectors page, then allow `issue-tracker` in an agent’s connectors.') },
      },
      {
        version: '2.0.0',
        released_at: '2026-03-01T09:00:00.000Z',
        notes: 'Streamable HTTP transport; labels and comments.',
        fragment: 'connectors:\n  - slug: issue-tracker\n    provider: mcp\n    name: Issue tracker\n    url: https://mcp.issues.example.com/mcp\n    transport: http\n    auth:\n      type: bearer\n    policies:\n      - match: create_issue\n        action: require_approval\n',
        files: { ...toolsFile('issue-tracker', ['search_issues', 'get_issue', 'create_issue', 'add_label', 'add_comment']), ...readmeFile('issue-tracker', 'Issue tracker (MCP)', 'Read and file issues through an MCP server. Filing an issue waits for approval.', 'Add the connection’s token on the Connectors page, then allow `issue-tracker` in an agent’s connectors.') },
      },
    ],
  },
  {
    id: 'status-page',
    name: 'Status page',
    kind: 'connector',
    summary: 'Post and resolve incidents on your public status page.',
    description: 'An HTTP connector for a status page API: open an incident, post updates, resolve it.',
    publisher: 'Platform',
    marketplace_id: 'platform',
    tags: ['operations', 'incidents', 'http'],
    featured: false,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-01-19T09:00:00.000Z',
        notes: 'First release.',
        fragment: 'connectors:\n  - slug: status-page\n    provider: http\n    name: Status page\n    base_url: https://api.status.example.com/v1\n    auth:\n      type: api_key\n    policies:\n      - match: "*"\n        action: require_approval\n',
        files: { ...toolsFile('status-page', ['open_incident', 'post_update', 'resolve_incident']), ...readmeFile('status-page', 'Status page', 'Post and resolve incidents on your public status page. Every call waits for approval.', 'Store the API key on the Connectors page.') },
      },
    ],
  },
  {
    id: 'weather-api',
    name: 'Weather API',
    kind: 'connector',
    summary: 'Forecasts and current conditions from an OpenAPI service.',
    description: 'An OpenAPI connector for a weather service: forecasts by place and current conditions.',
    publisher: 'Community',
    marketplace_id: 'community',
    tags: ['openapi', 'data'],
    featured: false,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-01-25T09:00:00.000Z',
        notes: 'First release.',
        fragment: 'connectors:\n  - slug: weather-api\n    provider: openapi\n    name: Weather API\n    spec: https://api.weather.example.com/openapi.json\n    auth:\n      type: api_key\n',
        files: { ...toolsFile('weather-api', ['get_forecast', 'get_current']), ...readmeFile('weather-api', 'Weather API', 'Forecasts and current conditions from an OpenAPI service.', 'Store the API key on the Connectors page.') },
      },
    ],
  },
  {
    id: 'project-board',
    name: 'Project board (GraphQL)',
    kind: 'connector',
    summary: 'Query and move cards on a GraphQL project board.',
    description: 'A GraphQL connector for a project board: list cards, move them between columns, comment.',
    publisher: 'Community',
    marketplace_id: 'community',
    tags: ['graphql', 'planning'],
    featured: false,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-02-02T09:00:00.000Z',
        notes: 'First release.',
        fragment: 'connectors:\n  - slug: project-board\n    provider: graphql\n    name: Project board\n    endpoint: https://board.example.com/graphql\n    auth:\n      type: bearer\n',
        files: { ...toolsFile('project-board', ['list_cards', 'move_card', 'comment_card']), ...readmeFile('project-board', 'Project board (GraphQL)', 'Query and move cards on a GraphQL project board.', 'Store the token on the Connectors page.') },
      },
    ],
  },
  {
    id: 'warehouse-readonly',
    name: 'Warehouse (read-only)',
    kind: 'connector',
    summary: 'Read-only SQL against your data warehouse through MCP.',
    description: 'An MCP connector that runs read-only SQL against the warehouse; writes are blocked by policy.',
    publisher: 'Platform',
    marketplace_id: 'platform',
    tags: ['data', 'sql', 'mcp'],
    featured: true,
    versions: [
      {
        version: '1.0.0',
        released_at: '2026-02-05T09:00:00.000Z',
        notes: 'First release.',
        fragment: 'connectors:\n  - slug: warehouse-readonly\n    provider: mcp\n    name: Warehouse (read-only)\n    url: https://mcp.warehouse.example.com/mcp\n    transport: http\n    auth:\n      type: bearer\n    policies:\n      - match: execute_write\n        action: block\nenv:\n  optional: [WAREHOUSE_SCHEMA]\n',
        files: { ...toolsFile('warehouse-readonly', ['list_tables', 'describe_table', 'run_query']), ...readmeFile('warehouse-readonly', 'Warehouse (read-only)', 'Read-only SQL against your data warehouse through MCP. Writes are blocked by policy.', 'Set `WAREHOUSE_SCHEMA` to narrow the tables agents see.') },
      },
    ],
  },
];
