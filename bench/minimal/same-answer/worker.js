// The generated site's answer from a minimal Worker: the bytes and headers `npm run bench` read from the product's
// `/sites/{slug}/` (vars ANSWER_BODY and ANSWER_HEADERS), answered like hello world answers its 2 KB. A reference
// row: it shows what a page of that size with those headers costs any Worker (docs/decisions/236).
let answer;

export default {
  fetch(request, env) {
    answer ??= { body: env.ANSWER_BODY, headers: new Headers(JSON.parse(env.ANSWER_HEADERS)) };
    return new Response(answer.body, { headers: answer.headers });
  },
};
