// The smart feature's face (docs/ARCHITECTURE.md, "Module faces"): the smart destination of links and dynamic QR
// codes — targeting rules, the A/B split, the tester, the password — and the UTM builder and the tag picker, which
// the link and QR code forms show (tag chips and their colours are src/web/components/tags). Other features import
// this file only (eslint/module-boundaries.js); everything else here is the feature's own.

export { PasswordSetting } from './PasswordSetting.js';
export { SmartDestinationFields } from './SmartDestinationFields.js';
export { sameRules, sameSplit, sameTags } from './smart-compare.js';
export {
  emptySmartForm,
  smartBody,
  smartToForm,
  SMART_FIELDS,
  SMART_NESTED_FIELDS,
  type PasswordMode,
  type SmartFormValues,
} from './smart-form.js';
export { TagPicker } from './TagPicker.js';
export { UtmBuilder } from './UtmBuilder.js';
