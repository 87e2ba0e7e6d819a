// Original file: mail_sync.proto

import type { Long } from '@grpc/proto-loader';

export interface OutcomeWeek {
  'week'?: (string);
  'auto_sent'?: (number);
  'drafted_unedited'?: (number);
  'drafted_edited'?: (number);
  'abstained'?: (number);
  'handed_over'?: (number);
  'cost_micros'?: (number | string | Long);
  'prompt_tokens'?: (number | string | Long);
  'completion_tokens'?: (number | string | Long);
  'replayed'?: (boolean);
  'replay_answered'?: (number);
  'replay_agreed'?: (number);
}

export interface OutcomeWeek__Output {
  'week': (string);
  'auto_sent': (number);
  'drafted_unedited': (number);
  'drafted_edited': (number);
  'abstained': (number);
  'handed_over': (number);
  'cost_micros': (number);
  'prompt_tokens': (number);
  'completion_tokens': (number);
  'replayed': (boolean);
  'replay_answered': (number);
  'replay_agreed': (number);
}
