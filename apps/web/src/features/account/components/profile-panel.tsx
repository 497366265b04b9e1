import { NICKNAME_MAX_LENGTH, type UserInfo } from '@glossa/contracts/account';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../../lib/notices.tsx';
import { accountApi } from '../api/account-api.ts';
import { ACCOUNT_KEYS } from '../hooks/use-account.ts';
import { useSubmit } from '../hooks/use-submit.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { EmailDialog } from './email-dialog.tsx';
import { accountRules } from './form-rules.ts';
import { PasswordDialog } from './password-dialog.tsx';
import './account.css';

function ProfileRow({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="profile-row">
      <Typography.Text strong className="profile-row-label">
        {label}
      </Typography.Text>
      <div className="profile-row-value">{children}</div>
      {action}
    </div>
  );
}

function NicknameForm({ user, onSaved }: { user: UserInfo; onSaved: (user: UserInfo) => void }) {
  const { t } = useTranslation('account');
  const { message } = useNotices();
  const { busy, run } = useSubmit();
  const onFinish = ({ nickname }: { nickname: string }) =>
    run(async () => {
      onSaved(await accountApi.setNickname(nickname.trim()));
      void message.success(t('notice.saved'));
    });
  return (
    // Not noStyle: an empty or refused nickname shows its message under the field.
    <Form
      layout="inline"
      initialValues={{ nickname: user.nickname }}
      onFinish={onFinish}
      disabled={busy}
      className="nickname-form"
    >
      <Form.Item name="nickname" rules={accountRules(t).nickname}>
        <Input maxLength={NICKNAME_MAX_LENGTH} aria-label={t('field.nickname')} dir="auto" />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" loading={busy}>
          {t('action.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** Picture, nickname, e-mail, password and Google link of the signed-in person. */
export function ProfilePanel({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'email' | 'password' | undefined>();
  const saved = (next: UserInfo) => queryClient.setQueryData(ACCOUNT_KEYS.user, next);
  return (
    <div>
      <AvatarUpload user={user} onSaved={saved} />
      <ProfileRow label={t('field.nickname')}>
        <NicknameForm user={user} onSaved={saved} />
      </ProfileRow>
      <ProfileRow
        label={t('field.email')}
        action={<Button onClick={() => setDialog('email')}>{t('profile.changeEmail')}</Button>}
      >
        <bdi>{user.email}</bdi>
      </ProfileRow>
      <ProfileRow
        label={t('field.password')}
        action={
          <Button onClick={() => setDialog('password')}>
            {t(user.hasPassword ? 'profile.changePassword' : 'profile.setPassword')}
          </Button>
        }
      >
        {t(user.hasPassword ? 'profile.passwordSet' : 'profile.passwordUnset')}
      </ProfileRow>
      <ProfileRow label={t('profile.google')}>
        {t(user.googleLinked ? 'profile.googleLinked' : 'profile.googleNotLinked')}
      </ProfileRow>
      <EmailDialog open={dialog === 'email'} onClose={() => setDialog(undefined)} />
      <PasswordDialog
        open={dialog === 'password'}
        hasPassword={user.hasPassword}
        onClose={() => setDialog(undefined)}
      />
    </div>
  );
}
