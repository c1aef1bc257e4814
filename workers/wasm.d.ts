// Wrangler (and the workerd test pool) bundle `.wasm` imports as compiled WebAssembly modules.
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
