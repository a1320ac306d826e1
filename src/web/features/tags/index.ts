// The tags feature's face (docs/ARCHITECTURE.md, "Module faces"): the chips of the link and QR code cards, the
// lists' tag filter, and the workspace's tags for the statistics' tag picker.
export { TagChip, TagChips, TagColorDot } from '../../components/tags/TagChip.js';
export { useTagListFilter } from './TagFilter.js';
export { useTagList } from './tags-api.js';
