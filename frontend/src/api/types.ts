/** Shapes of the gateway's answers (spec section 3). */
export interface OrgPlanEntry {
  plan_name: string;
  plan_expiry: string | null;
  plan_type: string;
  user_count: number;
  plan_price: number;
  plan_currency: string;
}

export interface OrgDetails {
  id: string;
  user_email: string | null;
  name: string | null;
  plan_name: string | null;
  plan_price: number | null;
  plan_currency: string | null;
  plan_expiry: string | null;
  trial_active: boolean;
  plans: OrgPlanEntry[];
}

export interface EmailConfig {
  imap_host?: string;
  imap_port?: number;
  smtp_host?: string;
  smtp_port?: number;
  email_address?: string;
  reply_mode?: 'auto' | 'draft' | 'none';
}

export interface Plan {
  id: string;
  name: string;
  price: number;
  currency: string;
  duration_days: number;
  features: string[];
  plan_type: string;
  user_count: number;
}

export interface PublicConfig {
  demo_url: string | null;
  support_email: string | null;
  support_phone: string | null;
  app_name: string;
}

export interface LoginRequest {
  email: string;
  password: string;
  is_admin: boolean;
  captcha?: string;
}

export interface LoginResponse {
  access_token: string;
  token_type: string;
  expires_in: number;
}

export interface RegisterRequest {
  org: { name: string };
  user: { email: string; password: string; is_admin: boolean };
  captcha: string;
  opt_in?: boolean;
}

export interface RegisterResponse {
  org_id: string;
  user_id: string;
}

export type EmailStatus = 'pending' | 'drafted' | 'replied' | 'no_reply_needed' | 'processed';

export interface IncomingEmail {
  id: string;
  from_address: string | null;
  subject: string | null;
  body: string | null;
  reply_body: string | null;
  created_at: string | null;
  status: EmailStatus;
}

export type DocumentStatus = 'processing' | 'ready' | 'error';

export interface KnowledgeDocument {
  id: string;
  filename: string;
  upload_time: string | null;
  status: DocumentStatus;
}
