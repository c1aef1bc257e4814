import { runGroup } from '../run-group';

runGroup('admin');
