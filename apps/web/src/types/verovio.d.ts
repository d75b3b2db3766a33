/* The verovio package ships no types: what the practice view uses of its ES module build. */
declare module 'verovio/wasm' {
  const createVerovioModule: () => Promise<unknown>;
  export default createVerovioModule;
}

declare module 'verovio/esm' {
  export class VerovioToolkit {
    constructor(module: unknown);
    setOptions(options: Record<string, string | number | boolean>): void;
    loadData(data: string): boolean;
    getPageCount(): number;
    renderToSVG(page?: number): string;
  }
}
