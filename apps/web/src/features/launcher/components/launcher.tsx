import { ArrowUpOutlined } from '@ant-design/icons';
import type { CreateConversationRequest } from '@glossa/contracts/chat-requests';
import { LIMITS } from '@glossa/contracts/limits';
import { localeEntry } from '@glossa/contracts/locales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Segmented, Tooltip, Typography } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSendOnEnter } from '../../../hooks/use-send-on-enter.ts';
import { localePath } from '../../../lib/locale-path.ts';
import { useSignedIn } from '../../../lib/session.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { useUserInfo } from '../../account/index.ts';
import { FormatsHelp } from '../../formats/index.ts';
import { ChatsLeft } from '../../plans/index.ts';
import { useBaseConfig, useLanguages } from '../../site/index.ts';
import { TermBasePicker } from '../../term-base/index.ts';
import {
  chatApi,
  chatKeys,
  FOCUS_ASK_STATE,
  refreshChatsLeft,
  useChatSettings,
  useTurnError,
} from '../../workspace/index.ts';
import { useAccountChoices } from '../api/use-account-choices.ts';
import { useDocumentUpload } from '../hooks/use-document-upload.ts';
import { usePairCheck } from '../hooks/use-pair-check.ts';
import { useSourceChoice } from '../hooks/use-source-choice.ts';
import { AUTO_DETECT, defaultTarget } from '../languages.ts';
import { choicesOwner, type LauncherChoices, readChoices, saveChoices } from '../launcher-choices.ts';
import { DEFAULT_SETTINGS, type TranslationSettingsValue } from '../translation-settings-value.ts';
import { DocumentDrop } from './document-drop.tsx';
import { LanguagePair, type LanguagePairValue } from './language-pair.tsx';
import {
  LauncherAlert,
  NoEngineNotice,
  PAIR_ALERT_ID,
  PairAlert,
  SourceNote,
  TextTooLong,
  UploadedDocument,
} from './launcher-parts.tsx';
import { TranslationSettings } from './translation-settings.tsx';
import './launcher.css';
import { useNotices } from '../../../lib/notices.tsx';

type TranslationType = 'document' | 'text' | 'media';

/** The reader's languages, most wanted first (none where there is no browser). */
const browserLanguages = () => (typeof navigator === 'undefined' ? [] : navigator.languages);

/** Catalogue codes with a region or script; the others are plain language codes. */
const knownBeforeList = (code: string) => !code.includes('-') || ['pt-BR', 'zh-Hans', 'zh-Hant'].includes(code);

/**
 * The home page's launcher: translation type, language pair, the text or document, and Translate.
 * Type, pair, mode, agent, term base and precision are remembered for the visitor on this browser,
 * and for an account on the server too, so New chat, and a new browser of the same account, start
 * where the last one did.
 */
export function Launcher() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('chat');
  const { message } = useNotices();
  const { locale } = useUiLocale();
  const iso = localeEntry(locale).iso;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settings = useChatSettings();
  const languages = useLanguages(locale);
  const baseConfig = useBaseConfig();
  const showTurnError = useTurnError();
  const documentUpload = useDocumentUpload();
  const signedIn = useSignedIn();
  const user = useUserInfo();
  const owner = choicesOwner(signedIn, user.data?.userId);
  const [remembered] = useState(() => readChoices(owner));
  const [type, setType] = useState<TranslationType>(remembered.type ?? 'document');
  const [pair, setPair] = useState<LanguagePairValue>(() => ({
    source: remembered.source ?? AUTO_DETECT,
    target: remembered.target ?? defaultTarget(iso, browserLanguages(), knownBeforeList),
  }));
  const [text, setText] = useState('');
  const [options, setOptions] = useState<TranslationSettingsValue>({
    ...DEFAULT_SETTINGS,
    mode: remembered.mode ?? DEFAULT_SETTINGS.mode,
    agentId: remembered.agentId ?? DEFAULT_SETTINGS.agentId,
    precision: remembered.precision ?? DEFAULT_SETTINGS.precision,
  });
  const [termBaseId, setTermBaseId] = useState<string | undefined>(remembered.termBaseId);

  // A first target picked before the language list came is checked against it once it is there.
  const list = languages.data?.languages;
  useEffect(() => {
    if (!list || remembered.target || list.some((language) => language.code === pair.target)) return;
    const known = (code: string) => list.some((language) => language.code === code);
    setPair((now) => ({ ...now, target: defaultTarget(iso, browserLanguages(), known) }));
  }, [list, remembered.target, pair.target, iso]);

  // The account's choices, once read from the server, replace this browser's (a new device starts from them).
  const account = useAccountChoices(owner);
  const adopted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!account.choices || adopted.current === owner) return;
    adopted.current = owner;
    const chosen: LauncherChoices = account.choices;
    if (chosen.type) setType(chosen.type);
    if (chosen.source || chosen.target) {
      setPair((now) => ({ source: chosen.source ?? now.source, target: chosen.target ?? now.target }));
    }
    setOptions((now) => ({
      ...now,
      mode: chosen.mode ?? now.mode,
      agentId: chosen.agentId ?? now.agentId,
      precision: chosen.precision ?? now.precision,
    }));
    // The account's choices are a whole set: no term base there means none.
    setTermBaseId(chosen.termBaseId);
  }, [account.choices, owner]);

  const saveAccountChoices = account.save;
  useEffect(() => {
    // Signed in but not yet known as whom: saved once the account is.
    if (type === 'media' || owner === 'user') return;
    const choices: LauncherChoices = {
      type,
      source: pair.source,
      target: pair.target,
      mode: options.mode,
      agentId: options.agentId,
      termBaseId,
      precision: options.precision,
    };
    saveChoices(owner, choices);
    saveAccountChoices(choices);
  }, [
    owner,
    type,
    pair.source,
    pair.target,
    options.mode,
    options.agentId,
    termBaseId,
    options.precision,
    saveAccountChoices,
  ]);

  const limits = settings.data;
  const textMax = limits?.textMaxChars ?? 5000;
  const fileMax = limits?.fileMaxBytes ?? LIMITS.freeFileSizeBytes;
  // A free user's size message offers what a plan allows.
  const memberFileMax = limits?.quota.member
    ? undefined
    : (baseConfig.data?.limits.memberFileSizeBytes ?? LIMITS.memberFileSizeBytes);
  const engines = limits?.engines ?? [];
  const llmAvailable = engines.some((engine) => engine.kind === 'llm');
  const upload = documentUpload.upload;
  const ready = type === 'text' ? text.trim().length > 0 : upload.status === 'ready';
  // Longer text is never cut: it is refused as text and offered as a document.
  const tooLong = type === 'text' && text.length > textMax;
  const number = new Intl.NumberFormat(iso);
  const tooLongMessage = t('launcher.textTooLong', { count: textMax, max: number.format(textMax) });
  const languageName = (code: string) => languages.data?.languages.find((l) => l.code === code)?.name ?? code;
  const uploaded = type === 'document' && upload.status === 'ready' ? upload.answer : undefined;
  const sources = useSourceChoice(pair, setPair, type === 'text' ? text : undefined, uploaded);
  const source = sources.choice.source;
  const attempt = [type, source, pair.target, type === 'text' ? text : (uploaded?.fileId ?? '')].join('\n');
  const check = usePairCheck(sources.shown, sources.reading?.confident ? sources.reading.language : null, attempt);
  const noEngine = check.noEngine || (settings.isSuccess && engines.length === 0);
  const blockedReason = noEngine
    ? t('launcher.sendNoEngine')
    : check.unserved
      ? t('launcher.sendPairUnserved')
      : tooLong
        ? tooLongMessage
        : undefined;

  const create = useMutation({
    mutationFn: (body: CreateConversationRequest) => chatApi.create(body),
    onSuccess: (detail) => {
      const id = detail.conversation.conversationId;
      documentUpload.release();
      setText('');
      // The conversation opens at once; its stream brings the rest.
      queryClient.setQueryData(chatKeys.conversation(id), detail);
      void queryClient.invalidateQueries({ queryKey: chatKeys.history });
      refreshChatsLeft(queryClient);
      void navigate(localePath(locale, `chat/${id}`), { state: FOCUS_ASK_STATE });
    },
    onError: (error) => {
      if (!check.refused(error)) showTurnError(error);
    },
  });

  const blocked = !settings.isSuccess || noEngine || check.unserved || !ready || tooLong;
  /** The text, whole, as a .txt document through the same upload as a dropped file. */
  const sendAsDocument = () => {
    const file = new File([text], `${t('launcher.pastedTextName')}.txt`, { type: 'text/plain' });
    setType('document');
    documentUpload.choose(file);
  };
  const submit = () => {
    if (type === 'text' && !text.trim()) return void message.warning(t('launcher.textRequired'));
    if (tooLong) return void message.error(tooLongMessage);
    if (type === 'document' && upload.status !== 'ready') return void message.warning(t('launcher.fileRequired'));
    if (options.agentId === 'custom' && !options.customInstructions.trim()) {
      return void message.warning(tc('settings.customRequired'));
    }
    const body: CreateConversationRequest = {
      overseasConversationModule: type === 'text' ? 'text' : 'document',
      sourceLanguage: source,
      targetLanguage: pair.target,
    };
    if (type === 'text') body.text = text;
    if (termBaseId) body.termBaseId = termBaseId;
    if (upload.status === 'ready' && type === 'document') {
      body.fileId = upload.answer.fileId;
      body.mode = options.mode;
      if (options.mode === 'professional') {
        body.options = options.options;
        body.precision = options.precision;
      }
    }
    if (llmAvailable) {
      body.agent =
        options.agentId === 'custom'
          ? { id: 'custom', customInstructions: options.customInstructions.trim() }
          : { id: options.agentId };
    }
    create.mutate(body);
  };
  // Enter (and Ctrl/Cmd+Enter) sends what the button would send; Shift+Enter is a new line.
  const keys = useSendOnEnter(() => {
    if (tooLong) return void message.error(tooLongMessage);
    if (!blocked && !create.isPending) submit();
  });

  return (
    <>
      {noEngine && <NoEngineNotice />}
      <section className="launcher">
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Segmented<TranslationType>
              aria-label={t('launcher.typeLabel')}
              value={type}
              onChange={(next) => {
                if (next === 'media') return void message.info(t('launcher.mediaComingSoon'));
                setType(next);
              }}
              options={[
                { value: 'document', label: t('launcher.typeDocument') },
                { value: 'text', label: t('launcher.typeText') },
                {
                  value: 'media',
                  label: (
                    <Tooltip title={t('launcher.comingSoon')}>
                      <span>{t('launcher.typeMedia')}</span>
                    </Tooltip>
                  ),
                },
              ]}
            />
            {type === 'document' && <FormatsHelp />}
          </Flex>
          <LanguagePair
            value={sources.shown}
            onChange={sources.changePair}
            coverage={check.coverage}
            reading={sources.reading}
          />
          {sources.noted && (
            <SourceNote
              choice={sources.choice}
              document={type === 'document'}
              languageName={languageName}
              onChooseSource={sources.pickSource}
            />
          )}
          {check.unserved && (
            <PairAlert
              source={check.source}
              target={pair.target}
              title={check.serverMessage}
              offlineTargets={check.offlineTargets}
              languageName={languageName}
              onChooseTarget={(target) => setPair((now) => ({ ...now, target }))}
            />
          )}
          {type === 'document' ? (
            upload.status === 'empty' ? (
              <DocumentDrop
                onChoose={(file) => documentUpload.choose(file)}
                maxBytes={fileMax}
                memberMaxBytes={memberFileMax}
                language={iso}
              />
            ) : (
              <UploadedDocument
                upload={upload}
                language={iso}
                languageName={languageName}
                onUnlock={(password) => documentUpload.unlock(upload.file, password)}
                onRetry={() => documentUpload.choose(upload.file)}
                onRemove={documentUpload.remove}
                choice={{ sourceLanguage: source, targetLanguage: pair.target, precision: options.precision }}
              />
            )
          ) : (
            <>
              <TextArea
                value={text}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={keys.onKeyDown}
                {...keys.composition}
                placeholder={t('launcher.textPlaceholder')}
                aria-label={t('launcher.textPlaceholder')}
                aria-invalid={tooLong || undefined}
                aria-describedby="launcher-count"
                autoSize={{ minRows: 5, maxRows: 14 }}
                variant="borderless"
                className="launcher-text"
                dir="auto"
                data-testid="launcher-text"
              />
              {tooLong && <TextTooLong message={tooLongMessage} onSendAsDocument={sendAsDocument} />}
            </>
          )}
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Flex align="center" gap={8} wrap>
              <TranslationSettings
                value={options}
                onChange={setOptions}
                sourceLanguage={source}
                targetLanguage={pair.target}
                format={type === 'document' && upload.status === 'ready' ? upload.answer.format : undefined}
                llmAvailable={llmAvailable}
              />
              <TermBasePicker
                sourceLanguage={source}
                targetLanguage={pair.target}
                value={termBaseId}
                onChange={setTermBaseId}
              />
              <Typography.Text
                type={tooLong ? 'danger' : 'secondary'}
                className="launcher-count"
                id="launcher-count"
                aria-live="polite"
                data-testid="launcher-count"
              >
                {type === 'text'
                  ? t('launcher.characters', {
                      count: textMax,
                      used: number.format(text.length),
                      max: number.format(textMax),
                    })
                  : ''}
              </Typography.Text>
            </Flex>
            <Flex align="center" gap={12} wrap justify="end" style={{ marginInlineStart: 'auto' }}>
              {limits && <ChatsLeft quota={limits.quota} language={iso} action={t('cost.translate')} />}
              <Tooltip title={blockedReason}>
                <Button
                  type="primary"
                  size="large"
                  icon={<ArrowUpOutlined />}
                  disabled={blocked}
                  loading={create.isPending}
                  onClick={submit}
                  aria-describedby={blockedReason ? (noEngine ? 'no-engine-title' : PAIR_ALERT_ID) : undefined}
                  data-testid="launcher-send"
                >
                  {t('launcher.send')}
                </Button>
              </Tooltip>
            </Flex>
          </Flex>
          {settings.isError && <LauncherAlert type="error" showIcon title={tc('settingsFailed')} />}
        </Flex>
      </section>
    </>
  );
}
