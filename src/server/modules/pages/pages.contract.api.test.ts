import { useTestServer } from '../../test/harness.js';
import { describeResourceContract } from '../../test/resource-contract.js';

const server = useTestServer();

describeResourceContract('Pages', server, {
  path: '/api/pages',
  createBody: () => ({
    name: 'Guest wifi',
    typeId: 'wifi',
    content: { type: 'wifi', ssid: 'Cafe guests', password: 'espresso-2030' },
    published: true,
  }),
  invalidBody: {
    body: { name: 'Guest wifi', typeId: 'wifi', content: { type: 'wifi', ssid: '' } },
    field: 'content.ssid',
  },
  updateBody: { name: 'Guests' },
});
