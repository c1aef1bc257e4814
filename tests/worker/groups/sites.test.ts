import { runGroup } from '../run-group';

runGroup('sites');
