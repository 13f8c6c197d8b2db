export * from '../lib/components/Details/index';
export {default} from '../lib/components/Details/index';
