import { UserOutlined } from '@ant-design/icons';
import type { UserInfo } from '@glossa/contracts/account';
import { Avatar, Button, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../lib/notices.tsx';
import { accountApi } from '../api/account-api.ts';
import { useAccountSettings } from '../hooks/use-account.ts';
import { useSubmit } from '../hooks/use-submit.ts';

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The profile picture with a change button; format and size are checked before uploading. */
export function AvatarUpload({ user, onSaved }: { user: UserInfo; onSaved: (user: UserInfo) => void }) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const { message } = useNotices();
  const { data: settings } = useAccountSettings();
  const input = useRef<HTMLInputElement>(null);
  const { busy, run } = useSubmit();
  const formats = settings?.avatar.formats ?? [];
  const maxBytes = settings?.avatar.maxBytes ?? 0;

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!formats.includes(extension)) {
      void message.error(te('avatarFormat', { formats: formats.join(', ') }));
      return;
    }
    if (file.size > maxBytes) {
      void message.error(te('avatarTooLarge', { megabytes: megabytes(maxBytes) }));
      return;
    }
    const saved = await run(() => accountApi.uploadAvatar(file));
    if (saved) onSaved(saved);
  };

  return (
    <div className="profile-avatar">
      <Avatar size={72} src={user.avatar ?? undefined} icon={<UserOutlined />} alt={user.nickname} />
      <div>
        <input
          ref={input}
          type="file"
          hidden
          accept={formats.map((ext) => `.${ext}`).join(',')}
          onChange={(event) => void onFile(event.target.files?.[0])}
          data-testid="avatar-input"
        />
        <Button onClick={() => input.current?.click()} loading={busy}>
          {t('profile.changeAvatar')}
        </Button>
        <Typography.Text type="secondary" style={{ display: 'block', marginBlockStart: 4 }}>
          {t('profile.avatarHint', { formats: formats.join(', '), megabytes: megabytes(maxBytes) })}
        </Typography.Text>
      </div>
    </div>
  );
}
