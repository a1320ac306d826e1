import { useTestServer } from '../../test/harness.js';
import { describeResourceContract } from '../../test/resource-contract.js';

const server = useTestServer();

describeResourceContract('QR codes', server, {
  path: '/api/qr-codes',
  createBody: () => ({ name: 'Table sticker', type: 'link', target: { kind: 'url', url: 'https://example.com/menu' } }),
  invalidBody: {
    body: { name: 'Table sticker', type: 'link', target: { kind: 'url', url: 'javascript:alert(1)' } },
    field: 'target.url',
  },
  updateBody: { name: 'Bar sticker' },
  readsUnderId: ['image.png', 'image.svg', 'stats', 'clicks', 'clicks.csv'],
});
