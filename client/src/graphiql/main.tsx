import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import './graphiql.css';
import { readToken } from '../shared/session/tokenStorage';
import { createPostpilotFetcher, HEADERS_HINT } from './fetcher';

// The explorer the server shows at GET /graphql. Everything it needs is bundled: no CDN.

const DEFAULT_QUERY = `# Postpilot GraphQL API
#
# Ctrl-Space completes, Ctrl-Enter runs.
# The book icon (top left) opens the docs,
# with every type and field.
#
# Signed in to Postpilot in this browser?
# Requests carry your session. If not, run
# the login mutation and put its token in
# the Headers tab below.

query Me {
  me {
    id
    email
    name
  }
}
`;

const signedIn = readToken() !== null;
const fetcher = createPostpilotFetcher('/graphql', readToken);

const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={DEFAULT_QUERY}
      defaultHeaders={signedIn ? '' : HEADERS_HINT}
      defaultEditorToolsVisibility={signedIn ? false : 'headers'}
    >
      <GraphiQL.Logo>Postpilot GraphQL API</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
