import { FILE_FORMATS, FORMAT_GROUPS, type FormatGroupId } from '@glossa/contracts/file-formats';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const GROUP_KEYS: Record<FormatGroupId, string> = {
  office: 'launcher.formatsGroupOffice',
  web: 'launcher.formatsGroupWeb',
  data: 'launcher.formatsGroupData',
  media: 'launcher.formatsGroupMedia',
};

/** The supported formats, by group; member-only ones are marked. */
export function FormatsList() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} style={{ maxInlineSize: 360 }}>
      {FORMAT_GROUPS.map((group) => (
        <div key={group}>
          <Typography.Text strong>{t(GROUP_KEYS[group])}</Typography.Text>
          <Flex wrap gap={4} style={{ marginBlockStart: 6 }}>
            {FILE_FORMATS.filter((format) => format.group === group).map((format) => (
              <Tag key={format.extension} color={format.memberOnly ? 'gold' : undefined} style={{ marginInlineEnd: 0 }}>
                .{format.extension}
              </Tag>
            ))}
          </Flex>
        </div>
      ))}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('launcher.memberOnlyLegend')}
      </Typography.Text>
    </Flex>
  );
}
