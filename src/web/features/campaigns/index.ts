// The campaigns feature's face: the campaign picker (link, QR code and page forms) and a campaign's name as a link
// (a link's and a QR code's facts). Other features import this file only (eslint/module-boundaries.js); everything
// else here is the feature's own.

export { CampaignName } from './CampaignName.js';
export { CampaignPicker } from './CampaignPicker.js';
