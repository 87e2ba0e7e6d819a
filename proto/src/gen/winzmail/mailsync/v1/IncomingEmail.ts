// Original file: mail_sync.proto

import type { Source as _winzmail_knowledge_v1_Source, Source__Output as _winzmail_knowledge_v1_Source__Output } from '../../../winzmail/knowledge/v1/Source.js';

export interface IncomingEmail {
  'id'?: (string);
  'from_address'?: (string);
  'subject'?: (string);
  'body'?: (string);
  'reply_body'?: (string);
  'created_at'?: (string);
  'status'?: (string);
  'body_html'?: (string);
  'reason'?: (string);
  'sources'?: (_winzmail_knowledge_v1_Source)[];
  'received_at'?: (string);
  'from_name'?: (string);
  'quoted'?: (string);
  'origin'?: (string);
}

export interface IncomingEmail__Output {
  'id': (string);
  'from_address': (string);
  'subject': (string);
  'body': (string);
  'reply_body': (string);
  'created_at': (string);
  'status': (string);
  'body_html': (string);
  'reason': (string);
  'sources': (_winzmail_knowledge_v1_Source__Output)[];
  'received_at': (string);
  'from_name': (string);
  'quoted': (string);
  'origin': (string);
}
