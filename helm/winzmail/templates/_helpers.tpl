{{/* Names ------------------------------------------------------------------------------- */}}

{{- define "winzmail.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "winzmail.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* <fullname>-<service>, e.g. winzmail-mail-sync. Args: dict "ctx" $ "name" "mail-sync" */}}
{{- define "winzmail.componentName" -}}
{{- printf "%s-%s" (include "winzmail.fullname" .ctx | trunc 40 | trimSuffix "-") .name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "winzmail.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "winzmail.configMapName" -}}
{{- printf "%s-config" (include "winzmail.fullname" .) -}}
{{- end -}}

{{- define "winzmail.secretName" -}}
{{- default (printf "%s-secrets" (include "winzmail.fullname" .)) .Values.secrets.existingSecret -}}
{{- end -}}

{{- define "winzmail.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "winzmail.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/* Labels ------------------------------------------------------------------------------ */}}

{{- define "winzmail.labels" -}}
helm.sh/chart: {{ include "winzmail.chart" . }}
app.kubernetes.io/name: {{ include "winzmail.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: winzmail
{{- with .Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Args: dict "ctx" $ "name" "<service>" */}}
{{- define "winzmail.componentLabels" -}}
{{ include "winzmail.labels" .ctx }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{- define "winzmail.selectorLabels" -}}
app.kubernetes.io/name: {{ include "winzmail.name" .ctx }}
app.kubernetes.io/instance: {{ .ctx.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{/* Values -------------------------------------------------------------------------------- */}}

{{/* The values block of one service. Args: dict "ctx" $ "name" "<service>" */}}
{{- define "winzmail.serviceValues" -}}
{{- $svc := index .ctx.Values.services .name -}}
{{- if not $svc -}}
{{- fail (printf "services.%s is missing from the values" .name) -}}
{{- end -}}
{{- toYaml $svc -}}
{{- end -}}

{{/* true unless the service sets enabled: false. Args: the service's values map */}}
{{- define "winzmail.enabled" -}}
{{- if or (not (hasKey . "enabled")) .enabled -}}true{{- end -}}
{{- end -}}

{{/* repository:tag of one service: the shared image unless services.<name>.image overrides */}}
{{- define "winzmail.image" -}}
{{- $svc := index .ctx.Values.services .name -}}
{{- $repository := .ctx.Values.image.repository -}}
{{- $tag := default .ctx.Chart.AppVersion .ctx.Values.image.tag -}}
{{- with $svc.image }}
{{- with .repository }}{{ $repository = . }}{{ end -}}
{{- with .tag }}{{ $tag = . }}{{ end -}}
{{- end -}}
{{- printf "%s:%s" $repository $tag -}}
{{- end -}}

{{/* Secret keys a service receives: MONGODB_URL plus its secretEnv. Args: dict "ctx" "name" */}}
{{- define "winzmail.secretEnv" -}}
{{- $svc := index .ctx.Values.services .name -}}
{{- $required := .ctx.Values.secrets.required -}}
{{- $keys := prepend ($svc.secretEnv | default list) "MONGODB_URL" | uniq -}}
{{- range $keys }}
- name: {{ . }}
  valueFrom:
    secretKeyRef:
      name: {{ include "winzmail.secretName" $.ctx }}
      key: {{ . }}
      {{- if not (has . $required) }}
      optional: true
      {{- end }}
{{- end }}
{{- end -}}
