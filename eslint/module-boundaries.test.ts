import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import plugin from './module-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (file: string) => path.join(process.cwd(), file);

tester.run('no-cross-module-imports', plugin.rules['no-cross-module-imports'], {
  valid: [
    // A module's own repository, another module's face, the kit.
    { filename: at('src/server/modules/links/links.service.ts'), code: "import { links } from './links.repo.js';" },
    {
      filename: at('src/server/modules/qr/qr.service.ts'),
      code: "import { getLinkOrThrow } from '../links/index.js';",
    },
    // A test may set up through another module's own files (not its tables).
    {
      filename: at('src/server/modules/qr/qr.api.test.ts'),
      code: "import { seededClick } from '../analytics/recording/click-types.js';",
    },
    {
      filename: at('src/server/modules/links/links.service.ts'),
      code: "import { toPage } from '../../http/kit/paging.js';",
    },
    // A module's parts in its subfolders share its tables.
    {
      filename: at('src/server/modules/analytics/statistics/stats.repo.ts'),
      code: "import { CLICK_COLUMNS } from '../recording/clicks.repo.js';",
    },
    // Another module's face, from a module's subfolder.
    {
      filename: at('src/server/modules/analytics/statistics/stats.routes.ts'),
      code: "import { workspaceCreatedAt } from '../../workspaces/index.js';",
    },
    // A feature's own files and shared folders.
    { filename: at('src/web/features/links/LinksPage.tsx'), code: "import { LinkCard } from './LinkCard.js';" },
    { filename: at('src/web/features/links/LinksPage.tsx'), code: "import { ListPage } from '../../kit/ListPage.js';" },
    { filename: at('src/web/kit/ListPage.tsx'), code: "import { x } from '../features/links/LinkCard.js';" },
    // Another feature's face, from a feature's folder and from deeper down.
    {
      filename: at('src/web/features/links/LinkForm.tsx'),
      code: "import { CampaignPicker } from '../campaigns/index.js';",
    },
    {
      filename: at('src/web/features/qr-codes/content/QrLocationField.tsx'),
      code: "import { LocationPicker } from '../../locations/index.js';",
    },
  ],
  invalid: [
    {
      filename: at('src/server/modules/qr/qr.service.ts'),
      code: "import { links } from '../links/links.repo.js';",
      errors: [{ messageId: 'face' }],
    },
    {
      filename: at('src/server/modules/qr/qr.service.ts'),
      code: "import { getLinkOrThrow } from '../links/links.service.js';",
      errors: [{ messageId: 'face' }],
    },
    {
      filename: at('src/server/modules/links/links.service.ts'),
      code: "export { allTimeSql } from '../analytics/recording/rollups.repo.js';",
      errors: [{ messageId: 'face' }],
    },
    // An index.ts in a module's subfolder is not the module's face.
    {
      filename: at('src/server/modules/links/links.service.ts'),
      code: "import { ClickRecorder } from '../analytics/recording/index.js';",
      errors: [{ messageId: 'face' }],
    },
    {
      filename: at('src/server/modules/qr/qr.api.test.ts'),
      code: "import { links } from '../links/links.repo.js';",
      errors: [{ messageId: 'repository' }],
    },
    {
      filename: at('src/web/features/qr/QrPage.tsx'),
      code: "import { LinkCard } from '../links/LinkCard.js';",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: at('src/web/features/qr/QrPage.tsx'),
      code: "const page = import('../links/LinksPage.js');",
      errors: [{ messageId: 'feature' }],
    },
    // Past the face: another feature's own file, and an index.ts in one of its subfolders.
    {
      filename: at('src/web/features/links/LinkForm.tsx'),
      code: "import { CampaignPicker } from '../campaigns/CampaignPicker.js';",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: at('src/web/features/events/EventForm.tsx'),
      code: "export { LocationMap } from '../locations/map/index.js';",
      errors: [{ messageId: 'feature' }],
    },
  ],
});
