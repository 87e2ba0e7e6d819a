{{/*
Deployment + Service of one service. Args: dict "ctx" $ "name" "<service>".
The gateway speaks HTTP on services.gateway.port; every other service speaks gRPC on its
grpcPort and is probed with the native gRPC probe (grpc.health.v1, overall health).
*/}}
{{- define "winzmail.workload" -}}
{{- $ctx := .ctx -}}
{{- $name := .name -}}
{{- $svc := index $ctx.Values.services $name -}}
{{- if not $svc -}}
{{- fail (printf "services.%s is missing from the values" $name) -}}
{{- end -}}
{{- if include "winzmail.enabled" $svc -}}
{{- $isGateway := eq $name "gateway" -}}
{{- $port := ternary $svc.port $svc.grpcPort $isGateway | int -}}
{{- $portName := ternary "http" "grpc" $isGateway -}}
{{- $component := include "winzmail.componentName" . -}}
{{- $autoscaling := $svc.autoscaling | default dict -}}
{{- $probes := $ctx.Values.probes -}}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $component }}
  labels:
    {{- include "winzmail.componentLabels" . | nindent 4 }}
spec:
  {{- if not $autoscaling.enabled }}
  replicas: {{ hasKey $svc "replicas" | ternary $svc.replicas 1 }}
  {{- end }}
  revisionHistoryLimit: 5
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 1
      maxUnavailable: 0
  selector:
    matchLabels:
      {{- include "winzmail.selectorLabels" . | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "winzmail.selectorLabels" . | nindent 8 }}
        app.kubernetes.io/part-of: winzmail
        app.kubernetes.io/version: {{ $ctx.Chart.AppVersion | quote }}
        {{- with $ctx.Values.podLabels }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
      annotations:
        checksum/config: {{ include (print $ctx.Template.BasePath "/configmap.yaml") $ctx | sha256sum }}
        {{- if not $ctx.Values.secrets.existingSecret }}
        checksum/secret-values: {{ toJson $ctx.Values.secrets.values | sha256sum }}
        {{- end }}
        {{- with (merge (dict) ($svc.podAnnotations | default dict) $ctx.Values.podAnnotations) }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      serviceAccountName: {{ include "winzmail.serviceAccountName" $ctx }}
      automountServiceAccountToken: false
      enableServiceLinks: false
      {{- with $ctx.Values.imagePullSecrets }}
      imagePullSecrets:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $ctx.Values.priorityClassName }}
      priorityClassName: {{ . }}
      {{- end }}
      terminationGracePeriodSeconds: {{ $ctx.Values.terminationGracePeriodSeconds }}
      securityContext:
        {{- toYaml $ctx.Values.podSecurityContext | nindent 8 }}
      {{- with ($svc.nodeSelector | default $ctx.Values.nodeSelector) }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with ($svc.tolerations | default $ctx.Values.tolerations) }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with ($svc.affinity | default $ctx.Values.affinity) }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- if $ctx.Values.topologySpread.enabled }}
      topologySpreadConstraints:
        - maxSkew: {{ $ctx.Values.topologySpread.maxSkew }}
          topologyKey: {{ $ctx.Values.topologySpread.topologyKey }}
          whenUnsatisfiable: ScheduleAnyway
          labelSelector:
            matchLabels:
              {{- include "winzmail.selectorLabels" . | nindent 14 }}
      {{- end }}
      containers:
        - name: {{ $name }}
          image: {{ include "winzmail.image" . | quote }}
          imagePullPolicy: {{ $ctx.Values.image.pullPolicy }}
          args: [{{ $name | quote }}]
          ports:
            - name: {{ $portName }}
              containerPort: {{ $port }}
              protocol: TCP
          envFrom:
            - configMapRef:
                name: {{ include "winzmail.configMapName" $ctx }}
          env:
            - name: WINZMAIL_SERVICE
              value: {{ $name | quote }}
            - name: OTEL_SERVICE_NAME
              value: {{ $name | quote }}
            {{- if $isGateway }}
            - name: PORT
              value: {{ $port | quote }}
            {{- else }}
            - name: GRPC_PORT
              value: {{ $port | quote }}
            - name: GRPC_HOST
              value: "0.0.0.0"
            {{- end }}
            - name: DATA_DIR
              value: /data
            - name: POD_NAME
              valueFrom:
                fieldRef:
                  fieldPath: metadata.name
            - name: POD_NAMESPACE
              valueFrom:
                fieldRef:
                  fieldPath: metadata.namespace
            - name: OTEL_RESOURCE_ATTRIBUTES
              value: "service.namespace=winzmail,service.version={{ $ctx.Chart.AppVersion }},k8s.namespace.name=$(POD_NAMESPACE),k8s.pod.name=$(POD_NAME)"
            {{- include "winzmail.secretEnv" . | nindent 12 }}
            {{- range $k, $v := ($svc.env | default dict) }}
            - name: {{ $k }}
              value: {{ $v | toString | quote }}
            {{- end }}
          {{- if $isGateway }}
          startupProbe:
            httpGet:
              path: /winzmail/api/healthz
              port: http
            periodSeconds: {{ $probes.startup.periodSeconds }}
            failureThreshold: {{ $probes.startup.failureThreshold }}
          readinessProbe:
            httpGet:
              path: {{ $svc.readinessPath | default "/winzmail/api/readyz" }}
              port: http
            periodSeconds: {{ $probes.readiness.periodSeconds }}
            timeoutSeconds: {{ $probes.readiness.timeoutSeconds }}
            failureThreshold: {{ $probes.readiness.failureThreshold }}
          livenessProbe:
            httpGet:
              path: /winzmail/api/healthz
              port: http
            periodSeconds: {{ $probes.liveness.periodSeconds }}
            timeoutSeconds: {{ $probes.liveness.timeoutSeconds }}
            failureThreshold: {{ $probes.liveness.failureThreshold }}
          {{- else }}
          startupProbe:
            grpc:
              port: {{ $port }}
            periodSeconds: {{ $probes.startup.periodSeconds }}
            failureThreshold: {{ $probes.startup.failureThreshold }}
          readinessProbe:
            grpc:
              port: {{ $port }}
            periodSeconds: {{ $probes.readiness.periodSeconds }}
            timeoutSeconds: {{ $probes.readiness.timeoutSeconds }}
            failureThreshold: {{ $probes.readiness.failureThreshold }}
          livenessProbe:
            grpc:
              port: {{ $port }}
            periodSeconds: {{ $probes.liveness.periodSeconds }}
            timeoutSeconds: {{ $probes.liveness.timeoutSeconds }}
            failureThreshold: {{ $probes.liveness.failureThreshold }}
          {{- end }}
          {{- with $svc.resources }}
          resources:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          securityContext:
            {{- toYaml $ctx.Values.securityContext | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
            - name: data
              mountPath: /data
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: {{ $ctx.Values.scratch.tmpSizeLimit }}
        - name: data
          emptyDir:
            sizeLimit: {{ $ctx.Values.scratch.dataSizeLimit }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ $component }}
  labels:
    {{- include "winzmail.componentLabels" . | nindent 4 }}
spec:
  type: ClusterIP
  {{- if and (not $isGateway) $svc.headless }}
  clusterIP: None
  {{- end }}
  selector:
    {{- include "winzmail.selectorLabels" . | nindent 4 }}
  ports:
    - name: {{ $portName }}
      port: {{ $port }}
      targetPort: {{ $portName }}
      protocol: TCP
{{- end }}
{{- end -}}
