export * from '../lib/internal';
export {default} from '../lib/internal';
