// Hello world with a 2 KB body: the floor every Worker route is compared with (bench/minimal/README.md).
const BODY = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hello</title></head><body><h1>Hello, world</h1><p>${'Hello from a minimal Worker. '.repeat(68)}</p></body></html>`;

export default {
  fetch() {
    return new Response(BODY, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  },
};
