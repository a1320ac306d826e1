// The few parts of `vcf` (an independent vCard parser, used only by the tests) that they call; it ships no types.
declare module 'vcf' {
  interface VcardProperty {
    valueOf(): string | string[];
    type?: string | string[];
  }
  interface Vcard {
    version: string;
    get(name: string): VcardProperty | VcardProperty[] | undefined;
    toJSON(): [string, [string, Record<string, unknown>, string, string | string[]][]];
  }
  const vCard: { parse(text: string): Vcard[] };
  export default vCard;
}
