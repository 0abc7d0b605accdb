// A stylesheet the client code inserts itself, imported as its text (the renderer's client-assets.ts loads .css files so, minified).
declare module '*.css' {
  const text: string;
  export default text;
}
