/** The `notifications` namespace in English (the source language; spec texts to the letter). `../dv/notifications.ts` has the same keys. */
const notifications = {};
export default notifications;
