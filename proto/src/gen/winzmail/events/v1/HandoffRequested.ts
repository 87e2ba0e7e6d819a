// Original file: events.proto

import type { HandoffTurn as _winzmail_events_v1_HandoffTurn, HandoffTurn__Output as _winzmail_events_v1_HandoffTurn__Output } from '../../../winzmail/events/v1/HandoffTurn.js';

export interface HandoffRequested {
  'event_id'?: (string);
  'org_id'?: (string);
  'occurred_at'?: (string);
  'address'?: (string);
  'name'?: (string);
  'transcript'?: (_winzmail_events_v1_HandoffTurn)[];
  'conv'?: (string);
}

export interface HandoffRequested__Output {
  'event_id': (string);
  'org_id': (string);
  'occurred_at': (string);
  'address': (string);
  'name': (string);
  'transcript': (_winzmail_events_v1_HandoffTurn__Output)[];
  'conv': (string);
}
