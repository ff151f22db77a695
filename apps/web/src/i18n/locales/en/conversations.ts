/** The `conversations` namespace in English (the source language; spec texts to the letter). `../dv/conversations.ts` has the same keys. */
const conversations = {};
export default conversations;
