import { useTestServer } from '../../test/harness.js';
import { describeResourceContract } from '../../test/resource-contract.js';

const server = useTestServer();

describeResourceContract('Feedback forms', server, {
  path: '/api/feedback',
  createBody: () => ({ name: 'Table feedback' }),
  invalidBody: { body: { name: 'Table feedback', accepting: 'yes' }, field: 'accepting' },
  updateBody: { name: 'Bar feedback' },
  readsUnderId: ['statistics', 'responses.csv'],
});

describeResourceContract('Questions', server, {
  path: '/api/questions',
  createBody: async (owner) => {
    const form = await owner.client.post<{ id: string }>('/api/feedback', { name: 'Table feedback' });
    return { feedbackId: form.body.id, text: 'How was your meal?', type: 'rating' };
  },
  invalidBody: {
    body: { feedbackId: 'x', text: 'Pick one', type: 'single_choice', options: ['Only'] },
    field: 'options',
  },
  updateBody: { text: 'How was your visit?', required: true },
  readsUnderId: ['answers'],
});
