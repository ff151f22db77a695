import type { Translation } from '../../translation';
import type conversations from '../en/conversations';

/** Dhivehi for the `conversations` namespace: every key of `../en/conversations.ts` (the type checks it). */
const dvConversations: Translation<typeof conversations> = {};
export default dvConversations;
