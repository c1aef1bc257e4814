import { runGroup } from '../run-group';

runGroup('access');
