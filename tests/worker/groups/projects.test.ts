import { runGroup } from '../run-group';

runGroup('projects');
