import type { Translation } from '../../translation';
import type contract from '../en/contract';

/**
 * Dhivehi for the spec's messages (the `contract` namespace): every string entry of the contract's message
 * objects, by the same keys. TODO-free: the type requires each one.
 */
const dvContract: Translation<typeof contract> = {} as Translation<typeof contract>;
export default dvContract;
