import { useTestServer } from '../../test/harness.js';
import { describeResourceContract } from '../../test/resource-contract.js';

const server = useTestServer();

describeResourceContract('Campaigns', server, {
  path: '/api/campaigns',
  createBody: () => ({ name: 'Spring sale', startsAt: '2026-04-01T07:00:00Z', endsAt: '2026-04-30T20:00:00Z' }),
  invalidBody: {
    body: { name: 'Spring sale', startsAt: '2026-04-30T20:00:00Z', endsAt: '2026-04-01T07:00:00Z' },
    field: 'endsAt',
  },
  updateBody: { name: 'Summer sale' },
  readsUnderId: ['stats', 'stats/summary', 'clicks', 'clicks.csv'],
});
