/** The `mailingList` namespace in English (the source language; spec texts to the letter). `../dv/mailingList.ts` has the same keys. */
const mailingList = {
  footer: {
    title: 'Stay in the loop',
    text: 'New listings and marketplace news, now and then. Unsubscribe any time.',
    emailLabel: 'Email address',
    placeholder: 'you@example.com',
    subscribing: 'Subscribing…',
    subscribe: 'Subscribe',
  },
};
export default mailingList;
