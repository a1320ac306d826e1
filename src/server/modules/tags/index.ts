// The tags module's face (docs/smart-links.md): what links, QR codes and the statistics need of tags. Other modules
// import this file only (eslint/module-boundaries.js); everything else here is the module's own.

export { carriesTag, clicksWithTags, existingTagIds, setTagsOf, tagsOfItems } from './tags.repo.js';
export { tagIssues } from './tags.service.js';
export { tagRoutes } from './tags.routes.js';
