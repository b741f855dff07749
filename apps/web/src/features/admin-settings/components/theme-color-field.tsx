import { Alert, Button, ColorPicker, Flex, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { readableTextColor } from '@shop/domain/settings/contrast';
import { normaliseHexColor, storefrontThemeColor } from '@shop/domain/settings/theme-color';

type ThemeColorFieldProps = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * The theme colour as a form control: a picker and its `#rrggbb` text (a brand colour can be
 * pasted), and a sample of what the storefront paints with it, by the rules the server uses (a
 * white one is dark grey; text in it is darkened until it reads on white).
 */
export const ThemeColorField = ({ id, value = '', onChange }: ThemeColorFieldProps) => {
  const { t } = useTranslation();
  const painted = storefrontThemeColor(value);
  const textColor = readableTextColor(painted);
  const chosen = normaliseHexColor(value);
  return (
    <Flex vertical gap={8}>
      <Flex gap={12} align="center" wrap>
        <Space.Compact>
          <ColorPicker
            value={chosen ?? painted}
            format="hex"
            disabledAlpha
            onChange={(color) => onChange?.(color.toHexString())}
          />
          <Input
            id={id}
            value={value}
            maxLength={7}
            style={{ width: 120 }}
            onChange={(event) => onChange?.(event.target.value)}
          />
        </Space.Compact>
        <Typography.Text type="secondary">{t('admin.settings.shop.themePreview')}</Typography.Text>
        <Button type="primary" style={{ background: textColor, borderColor: textColor }} tabIndex={-1}>
          {t('admin.settings.shop.themeSample')}
        </Button>
      </Flex>
      {chosen !== null && chosen !== painted ? (
        <Alert type="warning" showIcon title={t('admin.settings.shop.themeFallback', { color: painted })} />
      ) : null}
      {textColor === painted ? null : (
        <Alert type="info" showIcon title={t('admin.settings.shop.themeTextColor', { color: textColor })} />
      )}
    </Flex>
  );
};
