// The package ships no types; these are the parts the social check calls.
declare module 'structured-data-testing-tool' {
  export function structuredDataTest(input: string, options: { presets: object[] }): Promise<unknown>;
}
declare module 'structured-data-testing-tool/presets.js' {
  const presets: { Google: object; SocialMedia: object };
  export default presets;
}
