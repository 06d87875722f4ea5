// The espeak-ng npm package (Emscripten build of the eSpeak NG command line) ships no types.
declare module 'espeak-ng' {
  type EmscriptenFs = {
    writeFile(path: string, data: string | Uint8Array): void;
    readFile(path: string): Uint8Array;
    /** Makes every folder of `path` under `parent` (the data files' loader calls it once per file). */
    createPath(parent: string | object, path: string, canRead: boolean, canWrite: boolean): void;
  };
  export type ESpeakNgModule = { FS: EmscriptenFs };
  type ESpeakNgOptions = {
    arguments: string[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    preRun?: ((module: ESpeakNgModule) => void)[];
    /** Called after main() has run: in the same turn as `preRun` once the module is instantiated. */
    postRun?: (() => void)[];
    onAbort?: (reason: unknown) => void;
    /** Emscripten's hook to instantiate the WebAssembly itself (here: from a module compiled once). */
    instantiateWasm?: (imports: object, done: (instance: object) => void) => object;
  };
  /** Runs the eSpeak NG command line once, in a fresh WebAssembly instance, and resolves when it has exited. */
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
