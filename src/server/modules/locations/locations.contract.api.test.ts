import { useTestServer } from '../../test/harness.js';
import { describeResourceContract } from '../../test/resource-contract.js';

const server = useTestServer();

describeResourceContract('Locations', server, {
  path: '/api/locations',
  createBody: () => ({ name: 'Main street shop', latitude: '52.52', longitude: '13.405' }),
  invalidBody: { body: { name: 'Main street shop', latitude: '91', longitude: '13.405' }, field: 'latitude' },
  updateBody: { name: 'Flagship store' },
  readsUnderId: ['qr-codes', 'stats', 'stats/summary', 'clicks', 'clicks.csv'],
});
