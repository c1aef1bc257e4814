import { pageMeta } from '~/lib/meta';
import { EMAILS, mailto } from './contact';

export const SMART_BUILDINGS_META = pageMeta(
  'Smart Buildings',
  'Privacy-first smart-building tools: the Redactor, occupancy insights, an energy optimizer and playbooks. On-premise, hybrid or SaaS.',
);

export const TALK_TO_KIT_HREF = mailto(EMAILS.kit, { subject: 'Smart buildings: talk to KIT' });
