// opencc-js publishes its dictionaries as modules of one string each, without type declarations.
declare module 'opencc-js/dict/*' {
  const dictionary: string;
  export default dictionary;
}
