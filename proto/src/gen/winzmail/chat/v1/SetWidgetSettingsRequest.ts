// Original file: chat.proto

import type { WidgetSettings as _winzmail_chat_v1_WidgetSettings, WidgetSettings__Output as _winzmail_chat_v1_WidgetSettings__Output } from '../../../winzmail/chat/v1/WidgetSettings.js';

export interface SetWidgetSettingsRequest {
  'org_id'?: (string);
  'settings'?: (_winzmail_chat_v1_WidgetSettings | null);
}

export interface SetWidgetSettingsRequest__Output {
  'org_id': (string);
  'settings': (_winzmail_chat_v1_WidgetSettings__Output | null);
}
