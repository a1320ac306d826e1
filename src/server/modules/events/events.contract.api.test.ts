import { useTestServer } from '../../test/harness.js';
import { describeResourceContract } from '../../test/resource-contract.js';

const server = useTestServer();

describeResourceContract('Events', server, {
  path: '/api/events',
  createBody: () => ({ name: 'Spring fair', startsAt: '2026-04-18T09:00:00Z', endsAt: '2026-04-19T18:00:00Z' }),
  invalidBody: {
    body: { name: 'Spring fair', startsAt: '2026-04-19T18:00:00Z', endsAt: '2026-04-18T09:00:00Z' },
    field: 'endsAt',
  },
  updateBody: { name: 'Summer fair' },
  readsUnderId: ['statistics'],
});
