import type { MailWords } from './mail-words.ts';

/** The Spanish mails (docs/product.md#language): formal 'usted', same parts and links as the English. */
export const ES_MAIL: MailWords = {
  greet: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  paste:
    'Si el botón no funciona, pegue esta dirección en la barra de direcciones de su navegador:',
  verify: {
    subject: 'Verifique su correo electrónico para Posture Coach',
    body: [
      'Le damos la bienvenida a Posture Coach. Confirme su dirección de correo electrónico para terminar de configurar su cuenta.',
    ],
    action: 'Verifique su correo electrónico',
    button: 'Verificar correo',
    footer:
      'Este enlace caduca en 24 horas. Si no se ha registrado, otra persona ha escrito su dirección: no haga clic en el enlace. Ignore este correo, o regístrese usted mismo con esta dirección (o use «Contraseña olvidada»), lo que sustituye su contraseña y cierra su sesión.',
  },
  reset: {
    subject: 'Restablezca su contraseña de Posture Coach',
    body: [
      'Alguien (esperamos que usted) ha pedido restablecer la contraseña de su cuenta de Posture Coach.',
    ],
    action: 'Elija una nueva contraseña',
    button: 'Elegir una nueva contraseña',
    footer:
      'Este enlace caduca en 1 hora y solo funciona una vez. Si no lo ha pedido, ignore este correo; su contraseña seguirá siendo la misma.',
  },
  registered: {
    subject: 'Alguien intentó registrarse en Posture Coach con su correo electrónico',
    body: [
      'Alguien, quizá usted, acaba de intentar crear una cuenta de Posture Coach con esta dirección de correo electrónico. Usted ya tiene una cuenta de Posture Coach con esta dirección, así que no se ha creado ninguna cuenta nueva y nada ha cambiado en la suya.',
      '¿Ha olvidado su contraseña? Elija una nueva en {forgot}. Si se registró con Google, use «Iniciar sesión con Google».',
    ],
    action: 'Iniciar sesión',
    button: 'Iniciar sesión',
    footer:
      'Si no fue usted, puede ignorar este correo: nadie ha entrado en su cuenta y su contraseña sigue siendo la misma.',
  },
};
