import { runGroup } from '../run-group';

runGroup('pages');
