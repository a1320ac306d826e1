import { useTestServer } from '../../test/harness.js';
import { describeResourceContract } from '../../test/resource-contract.js';

const server = useTestServer();

describeResourceContract('links', server, {
  path: '/api/links',
  createBody: () => ({ name: 'Spring menu', url: 'https://example.com/menu' }),
  invalidBody: { body: { name: 'Spring menu', url: 'javascript:alert(1)' }, field: 'url' },
  updateBody: { name: 'Summer menu' },
  readsUnderId: ['stats', 'clicks', 'clicks.csv'],
});
